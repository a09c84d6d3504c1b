// What the other features may use of the companies: their cache key and the picker's query.

