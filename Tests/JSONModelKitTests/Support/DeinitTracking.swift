/// Counts how many `Tracked` instances have been deinitialized.
final class DeinitCounter {
    var count = 0
}

/// An object whose deinit is observable, for tests of what raw field writes retain and release.
final class Tracked {
    let counter: DeinitCounter
    let id: Int

    init(_ counter: DeinitCounter, id: Int) {
        self.counter = counter
        self.id = id
    }

    deinit {
        counter.count += 1
    }
}
