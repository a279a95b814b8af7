"""The board editor: a second kind of document beside scenarios (File > New board…, Open board…).

- document: the open board, its undo stack and its live problems;
- tools: what each brush does to a board along one stroke (pure of widgets);
- canvas: the board painted by editor/map, and the mouse turned into strokes;
- palette: the brushes; problems: the Problems dock reused for board problems;
- new_board_dialog, window: New board and the board editor's own window;
- feature: the main window's File menu entries, the Boards/ folder's boards offered to scenarios.
"""
