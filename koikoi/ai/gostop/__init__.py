"""The Go-Stop opponents: easy and normal by rule of thumb, hard by search."""
