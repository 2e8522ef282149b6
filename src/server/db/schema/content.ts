// Content (CAAS canvas documents): see the content work.
export {};
