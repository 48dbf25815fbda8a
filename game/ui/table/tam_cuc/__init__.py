"""The Tam Cúc mat: geometry, piece art, the model of what lies where, motion, painting, the
words the table says (log, hints, the deal's story), the result panel and đi đêm controls."""
