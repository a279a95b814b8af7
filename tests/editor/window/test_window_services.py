"""Features reach the main window only through WindowServices (editor/window/services.py)."""

import ast
import inspect

from editor.battle_generator import feature
from editor.files import features
from editor.preferences import feature as settings_feature
from editor.window import editing_extras
from editor.window.services import WindowServices

SERVICES = {name for name in vars(WindowServices) if not name.startswith("_")}


def _window_uses(module) -> set[str]:  # type: ignore[no-untyped-def]
    """Every attribute read from `window` or `self.window` in a module's source."""
    used = set()
    for node in ast.walk(ast.parse(inspect.getsource(module))):
        if not isinstance(node, ast.Attribute):
            continue
        value = node.value
        if isinstance(value, ast.Name) and value.id == "window":
            used.add(node.attr)
        elif isinstance(value, ast.Attribute) and value.attr == "window" and isinstance(value.value, ast.Name):
            used.add(node.attr)
    return used


def test_features_use_nothing_of_the_window_but_its_services():
    for module in (features, feature, editing_extras, settings_feature):
        assert _window_uses(module) <= SERVICES, module.__name__
        assert "editor.window.main_window" not in inspect.getsource(module)


def test_the_main_window_provides_every_service(make_window):
    window = make_window()
    assert all(hasattr(window, name) for name in SERVICES)
    assert window.qt_window is window
