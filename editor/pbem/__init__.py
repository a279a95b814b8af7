"""Play by e-mail in the editor (docs/pbem.md): the Play menu's New e-mail game…, Open turn file…, My e-mail games, Resign…."""
