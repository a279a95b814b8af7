"""`vvs board render`: a board file drawn to a PNG with the editor's map painting."""
