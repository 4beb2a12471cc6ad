#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that threads share, guarded by a `pthread_mutex_t`.
///
/// The library's caches (schemas, XML layouts, date formatters) use it rather than the
/// Synchronization module's `Mutex`: on Linux that `Mutex` synchronizes inside the standard
/// library, which the thread sanitizer does not see, so it reports races between correctly
/// locked accesses (seen now and then in CI under load). The sanitizer intercepts
/// `pthread_mutex_lock`, so these locks are checked like any other.
///
/// Package API: for this package's modules.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Creates a lock guarding `value`.
    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    ///
    /// - Parameter body: Reads or changes the value; it must not call back into this lock.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the lock is released either way.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
