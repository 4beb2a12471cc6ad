/// The properties a decode pass leaves to someone else (the hooks).
protocol PropertySkipping {
    func skips(_ propertyIndex: Int) -> Bool
}

/// Skips nothing: the pass of a class without hooks.
struct SkipNothing: PropertySkipping {
    @inline(__always)
    func skips(_ propertyIndex: Int) -> Bool { false }
}

extension PropertySet: PropertySkipping {
    @inline(__always)
    func skips(_ propertyIndex: Int) -> Bool { contains(propertyIndex) }
}
