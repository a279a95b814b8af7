"""Scenario documents as they arrive from outside: checked end to end and read from wherever
they are stored.

This layer sits above the scenario model, the boards and the placement rules, and
below the command line and the editor: `check` turns a JSON document into a
scenario and every problem it has (format, schema, boards, placement);
`sources` reads a scenario file, the boards stored beside it, or a package;
`imports` holds the checks an imported package must pass.
"""
