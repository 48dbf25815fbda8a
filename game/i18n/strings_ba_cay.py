"""Catalogue strings: ba cay (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
}
