// Collected errors (`collectAllErrors`): each level that can go on after a failure keeps a
// local list and hands it up as one `.multiple` error. The context counts the failures those
// lists hold, so that the whole decode stops at `maxCollectedErrors` however the failures are
// spread over levels. All of this runs in `catch` blocks only: a decode that does not fail
// never touches the count.

extension DecodingContext {
    /// Adds `failure` to `failures` when the options collect errors, and throws it otherwise.
    ///
    /// When the failure is one past ``JSONModel/DecodingOptions/maxCollectedErrors``, or comes
    /// from a level that already stopped there, throws `failures` combined into one
    /// ``JSONModelError/Code/multiple`` with ``JSONModelError/hasUnlistedErrors`` set, so every
    /// level above stops too.
    ///
    /// - Parameters:
    ///   - failure: What one value, member or element failed with, its path already extended
    ///     to this level.
    ///   - failures: This level's collected failures.
    /// - Throws: `failure` itself when the options do not collect errors; the collected
    ///   failures combined, marked as stopped, at the limit.
    @inline(never)
    func collect(_ failure: JSONModelError, into failures: inout [JSONModelError]) throws(JSONModelError) {
        guard collectsAllErrors else { throw failure }
        if failure.hasUnlistedErrors {
            failures.append(failure)
            throw JSONModelError.combining(failures, hasUnlistedErrors: true)
        }
        // A failure handed up from a lower level is already counted; one that is new here
        // (or a `.multiple` from a hook or a nested decode) is counted now, each of its
        // failures once.
        var failure = failure
        let identity = ObjectIdentifier(self)
        if failure.code == .multiple, !failure.errors.isEmpty {
            for index in failure.errors.indices where failure.errors[index].collectedBy != identity {
                guard collectedErrorCount < maxCollectedErrors else {
                    failure.errors.removeSubrange(index...)
                    failures.append(failure)
                    throw JSONModelError.combining(failures, hasUnlistedErrors: true)
                }
                failure.errors[index].collectedBy = identity
                collectedErrorCount += 1
            }
        } else if failure.collectedBy != identity {
            guard collectedErrorCount < maxCollectedErrors else {
                throw JSONModelError.combining(failures, hasUnlistedErrors: true)
            }
            failure.collectedBy = identity
            collectedErrorCount += 1
        }
        failures.append(failure)
    }

    /// Takes the failures in `error` off the count: a `@Lossy` value or element left out, and
    /// its failures with it.
    ///
    /// - Parameter error: What the value that was left out failed with.
    @inline(never)
    func discardCollected(_ error: JSONModelError) {
        guard collectsAllErrors else { return }
        let identity = ObjectIdentifier(self)
        if error.collectedBy == identity { collectedErrorCount -= 1 }
        for inner in error.errors where inner.collectedBy == identity {
            collectedErrorCount -= 1
        }
    }
}
