"""Catalogue strings: ui (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
}
