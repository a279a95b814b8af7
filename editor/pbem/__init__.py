"""Play by e-mail in the editor (docs/pbem.md): File > New e-mail game…, File > Open turn file…."""
