"""The rules core of Valor & Victory Scenario Studio.

Pure Python: it never imports Qt, so the rules, the generator and the headless
game run in tests, on the command line and in batch jobs without a display.
"""
