"""The start page: actions, the list of scenarios and a preview of the selected one."""
