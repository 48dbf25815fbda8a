"""Catalogue strings: tam cuc (key: (Tiếng Việt, English))."""

STRINGS: dict[str, tuple[str, str]] = {
}
