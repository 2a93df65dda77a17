"""The Go-Stop table, built from the parts of Koi-Koi's (:mod:`koikoi.ui.table`)."""
