// The theme's prism-include-languages client module, when prism.additionalLanguages is empty: it
// would load no language into Prism, only Prism itself into the main bundle (see index.ts).
