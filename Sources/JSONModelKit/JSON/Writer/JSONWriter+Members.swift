// Object members: a key and its value written after one capacity check where the value's size
// is known.
extension JSONWriter {
    // A member of a scalar in compact text is its key and its value after one capacity check;
    // pretty text and values take `key(_:)` and the value's own call.

    /// Starts the member `key` in compact text, with room for `valueBytes` more bytes after
    /// it, and returns where the value goes; `nil` for pretty text and for values.
    @inline(__always)
    mutating func compactMember(_ key: EncodedKey, valueBytes: Int) -> UnsafeMutablePointer<UInt8>? {
        guard _fastPath(!isPretty), _fastPath(values == nil) else { return nil }
        let member = key.compactMember
        let skipped = hasElements ? 0 : 1
        hasElements = true
        let keyLength = member.count &- skipped
        reserve(keyLength &+ valueBytes)
        let start = buffer + count
        Self.copy(member.baseAddress.unsafelyUnwrapped + skipped, count: keyLength, to: start)
        return start + keyLength
    }

    /// Writes the member `key` with the string stored at `value`.
    ///
    /// The string is read where it is stored, not copied: a copy costs a retain and a release.
    @inline(__always)
    mutating func member(_ key: EncodedKey, string value: UnsafePointer<String>) {
        let valueBytes = JSONStringQuoting.maxBytesWritten(forCount: value.pointee.utf8.count)
        guard let output = compactMember(key, valueBytes: valueBytes) else {
            self.key(key)
            return string(value.pointee)
        }
        let end = value.pointee.utf8.withContiguousStorageIfAvailable { JSONStringQuoting.writeQuoted($0, at: output) }
        count = (end ?? JSONStringQuoting.writeQuotedCopy(of: value.pointee, at: output)) - buffer
    }

    /// Starts an array, as the member `key` when there is one (`nil` for an array element or a
    /// value on its own), and returns whether its elements follow; an empty array is written
    /// whole and needs no ``endArray()``.
    ///
    /// An empty member array, which many documents hold in numbers (a list with nothing in it
    /// yet), is its key and `[]` after one capacity check.
    @inline(__always)
    mutating func beginArray(member key: EncodedKey?, isEmpty: Bool) throws(JSONModelError) -> Bool {
        // At the maximum depth, `beginArray()` throws the depth error. The key is not bound
        // with `if let`: that copy of the reference costs a retain and a release.
        if isEmpty, key != nil, depth < maxDepth, let output = compactMember(key.unsafelyUnwrapped, valueBytes: 2) {
            UnsafeMutableRawPointer(output).storeBytes(of: UInt16(littleEndian: 0x5D5B), as: UInt16.self)
            count = output + 2 - buffer
            return false
        }
        if let key { self.key(key) }
        try beginArray()
        if isEmpty {
            endArray()
            return false
        }
        return true
    }

    /// Writes the member `key` with a Boolean value.
    @inline(__always)
    mutating func member(_ key: EncodedKey, bool value: Bool) {
        guard let output = compactMember(key, valueBytes: 5) else {
            self.key(key)
            return bool(value)
        }
        count = Self.writeBool(value, at: output) - buffer
    }

    /// Writes the member `key` with an integer value of at most 64 bits.
    @inline(__always)
    mutating func member<T: FixedWidthInteger>(_ key: EncodedKey, integer value: T) {
        guard let output = compactMember(key, valueBytes: IntegerDigits.maxBytesWritten &+ 1) else {
            self.key(key)
            return integer(value)
        }
        if T.isSigned && value < 0 {
            output.pointee = UInt8(ascii: "-")
            let magnitude = UInt64(truncatingIfNeeded: Int64(truncatingIfNeeded: value).magnitude)
            count = output + 1 + IntegerDigits.write(magnitude, to: output + 1) - buffer
        } else {
            count = output + IntegerDigits.write(UInt64(truncatingIfNeeded: value), to: output) - buffer
        }
    }

    /// Writes the member `key` with a finite `Double` value in its shortest round-trip form,
    /// as ``double(_:)``.
    @inline(__always)
    mutating func member(_ key: EncodedKey, double value: Double) throws(JSONModelError) {
        guard value.isFinite else { throw Self.nonFinite(value) }
        guard let output = compactMember(key, valueBytes: ShortestDouble.maxBytesWritten) else {
            self.key(key)
            return try double(value)
        }
        count = output + ShortestDouble.write(value, to: output) - buffer
    }

    /// Starts an array element.
    package mutating func element() {
        if _slowPath(values != nil) { return }
        separate()
    }

    @inline(__always)
    mutating func appendColon() {
        if isPretty {
            reserve(2)
            buffer[count] = UInt8(ascii: ":")
            buffer[count + 1] = UInt8(ascii: " ")
            count += 2
        } else {
            appendByte(UInt8(ascii: ":"))
        }
    }
}
