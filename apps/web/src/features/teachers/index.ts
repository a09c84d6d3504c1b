// What the other features may use of the teachers: the picker's queries.

