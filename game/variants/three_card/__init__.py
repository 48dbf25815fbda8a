"""The three-card table Ba Cây and Bài Cào share (``round``, ``defs``), and the two games."""
