/// What a pass over one object keeps track of, besides its failures.
struct MemberPass {
    /// The properties set so far.
    var seen: PropertySet
    /// Values at fallback keys, decoded after the pass for the properties no earlier key set.
    var deferred: [DeferredRead] = []
    /// The keys the model does not map, for ``KeyStyleHints`` (DEBUG builds only).
    var unknownKeys: [String] = []

    /// A pass over an object of a model with `propertyCount` properties.
    init(propertyCount: Int) {
        seen = PropertySet(count: propertyCount)
    }

    /// A pass that has already set `seen`.
    init(seen: PropertySet) {
        self.seen = seen
    }
}
