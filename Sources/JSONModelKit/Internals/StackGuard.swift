#if canImport(Glibc)
    import CDispatch
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps recursive decoding and encoding from overflowing the thread's stack.
///
/// Nested models are decoded and encoded recursively. The depth limit bounds the recursion, but
/// not its stack use: frames are larger in sanitizer builds, and threads can have small stacks
/// (512 KiB for many thread pools). The guard reads the current thread's stack bounds (once per
/// thread, cached in thread-specific storage) and lets each nesting level check, with one
/// comparison, that a safety reserve is still free.
///
/// `package`, so that JSONModelXML's converter and writer check the same bounds.
package struct StackGuard {
    /// The lowest address recursion may reach (stacks grow down); 0 when the bounds are unknown.
    private let limit: UInt

    /// A guard for the current thread.
    package init() {
        limit = StackGuard.limitForCurrentThread()
    }

    private init(limit: UInt) {
        self.limit = limit
    }

    /// A guard for recursion through another library's `Decoder` or `Encoder` (a `JSONValue`
    /// inside a value `JSONDecoder` reads), which also keeps an eighth of a large stack free.
    ///
    /// Such a coder does work the guard does not see after each check: a failed attempt
    /// builds a `DecodingError` whose coding path Foundation assembles by recursion as deep as
    /// the value. In sanitizer builds, whose frames are several times larger, that overflowed
    /// the fixed reserve. On threads of 768 KiB or less the eighth is below the reserve, and
    /// this guard is the plain one.
    static func forForeignCoder() -> StackGuard {
        StackGuard(
            limit: cachedLimit(key: foreignCoderCacheKey) { low, size in
                low + Swift.max(Swift.min(reserve, size / 4), size / 8)
            }
        )
    }

    /// Whether there is room for another level of recursion.
    @inline(__always)
    package func hasRoom() -> Bool {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) } > limit
    }

    /// The error thrown when the stack is nearly used up.
    package static func exhaustedError() -> JSONModelError {
        JSONModelError(
            code: .tooDeeplyNested,
            message: "the model graph nests too deeply for this thread's stack (is there a reference cycle?)"
        )
    }

    /// The error thrown when the stack is nearly used up inside a `Codable` value, at
    /// `codingPath` from the value's start.
    static func exhaustedError(at codingPath: [any CodingKey]) -> JSONModelError {
        JSONModelError(
            code: .tooDeeplyNested,
            message: "the value nests too deeply for this thread's stack or the maximum depth",
            path: codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
        )
    }

    /// Bytes left free below the limit: room for the runtime, the error path and signal handling.
    private static let reserve: UInt = 96 * 1024

    private static let cacheKey = makeCacheKey()
    private static let foreignCoderCacheKey = makeCacheKey()

    private static func makeCacheKey() -> pthread_key_t? {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }

    private static func limitForCurrentThread() -> UInt {
        // Leave the reserve free, or a quarter of a very small stack.
        cachedLimit(key: cacheKey) { low, size in low + Swift.min(reserve, size / 4) }
    }

    /// The limit `compute` makes of the current thread's stack bounds (its lowest address and
    /// size), cached in thread-specific storage under `key`; 0 when the bounds are unknown.
    private static func cachedLimit(key: pthread_key_t?, _ compute: (UInt, UInt) -> UInt) -> UInt {
        if let key, let cached = pthread_getspecific(key) {
            return UInt(bitPattern: Int(bitPattern: cached))
        }
        var limit: UInt = 0
        if let (low, size) = currentThreadStack(), size > 0 {
            limit = compute(low, size)
        }
        if let key {
            // A limit of 0 (unknown bounds) is stored as 1 so that it still counts as cached.
            _ = pthread_setspecific(key, UnsafeRawPointer(bitPattern: Swift.max(limit, 1)))
        }
        return limit
    }

    #if canImport(Glibc) || canImport(Musl)
        private typealias GetThreadAttributes =
            @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

        private static let getThreadAttributes: GetThreadAttributes? = {
            // A null handle is RTLD_DEFAULT: search the whole process.
            guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
            return unsafeBitCast(symbol, to: GetThreadAttributes.self)
        }()
    #endif

    /// The lowest address and size of the current thread's stack.
    private static func currentThreadStack() -> (low: UInt, size: UInt)? {
        #if canImport(Darwin)
            let thread = pthread_self()
            let high = UInt(bitPattern: pthread_get_stackaddr_np(thread))
            let size = UInt(pthread_get_stacksize_np(thread))
            return (high - size, size)
        #elseif canImport(Glibc) || canImport(Musl)
            // `pthread_getattr_np` is a GNU extension the C module does not export; it is looked
            // up once and called through a C function pointer.
            guard let getAttributes = getThreadAttributes else { return nil }
            var attributes = pthread_attr_t()
            guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            var address: UnsafeMutableRawPointer?
            var size = 0
            guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
            return (UInt(bitPattern: address), UInt(size))
        #else
            return nil
        #endif
    }
}
