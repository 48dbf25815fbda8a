"""The Tam Cúc mat: geometry, piece art, the model of what lies where, motion and painting."""
