"""Catalogue strings: xi dach (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
}
