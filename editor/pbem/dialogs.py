"""The dialogs of an e-mail game: the challenge's settings, the opponent's turn, the file to send."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QFont, QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.sides import Side
from editor.i18n import tr
from editor.testrun.describe import side_name


def _ok_cancel(dialog: QDialog, ok_text: str) -> QDialogButtonBox:
    """OK (named for what it does) and Cancel, wired to the dialog."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def _heading(text: str, scale: float) -> QLabel:
    """A bold line `scale` times the dialog's type size."""
    label = QLabel(text)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


def password_field(name: str, placeholder: str) -> QLineEdit:
    """A line whose characters are never shown."""
    field = QLineEdit()
    field.setObjectName(name)
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setPlaceholderText(placeholder)
    return field


class NewGameDialog(QDialog):
    """The challenge: which side the challenger plays, fog of war, an optional password, a first message."""

    def __init__(self, title: str, fog: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbem_new_dialog")
        self.setWindowTitle(tr("New e-mail game"))
        self.side = QComboBox()
        self.side.setObjectName("pbem_side")
        for side in Side:
            self.side.addItem(side_name(side.value), side.value)  # the plain string: currentData keeps it
        self.fog = QCheckBox(tr("Fog of war"))
        self.fog.setObjectName("pbem_fog")
        self.fog.setChecked(fog)
        self.message = QPlainTextEdit()
        self.message.setObjectName("pbem_message")
        self.message.setPlaceholderText(tr("A message to your opponent (optional)"))
        self.password = password_field("pbem_password", tr("None: anyone with the file can accept"))
        self.repeat = password_field("pbem_password_repeat", tr("The same password again"))
        self.mismatch = QLabel(tr("The two passwords differ."))
        self.mismatch.setObjectName("pbem_password_mismatch")
        self.mismatch.setStyleSheet("color: #b00020")
        form = QFormLayout()
        form.addRow(tr("Scenario:"), QLabel(title))
        form.addRow(tr("I play:"), self.side)
        form.addRow("", self.fog)
        form.addRow(tr("Password:"), self.password)
        form.addRow(tr("Repeat:"), self.repeat)
        form.addRow("", self.mismatch)
        form.addRow(tr("Message:"), self.message)
        note = QLabel(tr("Dice bias is always None in an e-mail game. The dice seed is made from both players' "
                         "secrets when your opponent accepts. A password keeps the game between the two of you: "
                         "tell it to your opponent another way than the file (a call, another message); only "
                         "someone who knows it can accept or send a turn."))
        note.setWordWrap(True)
        self.buttons = _ok_cancel(self, tr("Write the challenge"))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.password.textChanged.connect(self._passwords_changed)
        self.repeat.textChanged.connect(self._passwords_changed)
        self._passwords_changed()

    def _passwords_changed(self) -> None:
        """OK only when the password is typed the same twice (or not at all)."""
        same = self.password.text() == self.repeat.text()
        self.mismatch.setVisible(not same and bool(self.repeat.text()))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(same)

    def chosen_password(self) -> str:
        return self.password.text()

    def chosen_side(self) -> Side:
        return Side(str(self.side.currentData()))


class OpponentTurnDialog(QDialog):
    """A received file: whose turn it is, who handed over where, their message and what they did."""

    def __init__(self, lines: Sequence[str], can_play: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbem_opponent_dialog")
        self.setWindowTitle(tr("Your opponent's turn"))
        self.header = header = _heading(lines[0] if lines else "", 1.3)
        self.where = where = QLabel(lines[1] if len(lines) > 1 else "")
        where.setWordWrap(True)
        self.text = QPlainTextEdit("\n".join(lines[2:]))
        self.text.setObjectName("pbem_story")
        self.text.setReadOnly(True)
        buttons = _ok_cancel(self, tr("Play my turn") if can_play else tr("Close"))
        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(where)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(640, 440)

    def shown(self) -> str:
        """Everything the dialog tells, top to bottom."""
        return "\n".join((self.header.text(), self.where.text(), self.text.toPlainText()))


class MessageDialog(QDialog):
    """The hand-over (or the acceptance): where the game stands and the message to send with it."""

    def __init__(self, title: str, heading: str, detail: str, send: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pbem_message_dialog")
        self.setWindowTitle(title)
        header = _heading(heading, 1.2)
        header.setWordWrap(True)
        about = QLabel(detail)
        about.setWordWrap(True)
        self.message = QPlainTextEdit()
        self.message.setObjectName("pbem_message")
        self.message.setPlaceholderText(tr("A message to your opponent (optional)"))
        buttons = _ok_cancel(self, send)
        layout = QVBoxLayout(self)
        layout.addWidget(header)
        layout.addWidget(about)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(520, 320)

    def text(self) -> str:
        return self.message.toPlainText().strip()


class AcceptDialog(MessageDialog):
    """Accepting a challenge; a challenge with a password asks for it, and a wrong one keeps the
    dialog open with the reason under the field (nothing is written)."""

    def __init__(self, heading: str, detail: str, unlock: Callable[[str], object] | None,
                 parent: QWidget | None = None) -> None:
        super().__init__(tr("Accept the challenge"), heading, detail, tr("Accept"), parent)
        self.setObjectName("pbem_accept_dialog")
        self.unlock = unlock
        self.password = password_field("pbem_password", tr("The password your opponent told you"))
        self.wrong = QLabel()
        self.wrong.setObjectName("pbem_password_wrong")
        self.wrong.setStyleSheet("color: #b00020")
        self.wrong.setWordWrap(True)
        self.wrong.hide()
        if unlock is not None:
            form = QFormLayout()
            form.addRow(tr("This challenge has a password:"), self.password)
            form.addRow("", self.wrong)
            layout = self.layout()
            assert isinstance(layout, QVBoxLayout)
            layout.insertLayout(2, form)
            self.password.setFocus()

    def accept(self) -> None:
        if self.unlock is not None:
            try:
                self.unlock(self.password.text())
            except ValueError:  # core.pbem.password.PasswordError: its English line, said here in our words
                self.wrong.setText(tr("Wrong password: ask your opponent for the one they set.")
                                   if self.password.text() else tr("Give the password your opponent told you."))
                self.wrong.show()
                self.password.selectAll()
                self.password.setFocus()
                return
        super().accept()


class SentDialog(QDialog):
    """Where the file to send was written, with Open folder and Copy path."""

    def __init__(self, path: Path, text: str, parent: QWidget | None = None,
                 open_url: Callable[[QUrl], bool] = QDesktopServices.openUrl) -> None:
        super().__init__(parent)
        self.setObjectName("pbem_sent_dialog")
        self.setWindowTitle(tr("Send this file to your opponent"))
        self.path = path
        self.open_url = open_url
        label = QLabel(text + "\n\n" + str(path))
        label.setWordWrap(True)
        self.open_folder = QPushButton(tr("Open folder"))
        self.open_folder.setObjectName("pbem_open_folder")
        self.open_folder.clicked.connect(lambda _checked=False: self.open_url(QUrl.fromLocalFile(str(path.parent))))
        self.copy_path = QPushButton(tr("Copy path"))
        self.copy_path.setObjectName("pbem_copy_path")
        self.copy_path.clicked.connect(lambda _checked=False: QGuiApplication.clipboard().setText(str(path)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.open_folder, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_path, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(buttons)
