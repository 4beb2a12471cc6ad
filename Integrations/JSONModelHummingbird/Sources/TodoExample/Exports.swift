// The models, the store, the samples and the command line are shared with JSONModelVapor's
// example server; code that imports TodoExample sees them as before.
@_exported import TodoExampleShared
