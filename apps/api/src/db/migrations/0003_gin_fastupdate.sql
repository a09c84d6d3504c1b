-- PGlite never autovacuums: without this, new rows pile up in the GIN pending list and name searches slow down.
ALTER INDEX "students_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "teachers_search_trgm" SET (fastupdate = off);
