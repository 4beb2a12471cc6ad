import Testing

@testable import JSONModelKit

/// The key lookup compares keys in overlapping words: every byte of every length must count.
@Suite struct KeyTableTests {
    @Test(arguments: 0...20)
    func keysThatDifferInOneByteAreDistinct(length: Int) {
        let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        var keys = [base]
        for position in 0..<length {
            var variant = base
            variant[position] = UInt8(ascii: "Z")
            keys.append(variant)
        }
        let table = KeyTable(keys: keys)
        for (index, key) in keys.enumerated() {
            key.withUnsafeBufferPointer { bytes in
                #expect(table.index(of: bytes) == index)
                for expected in 0...keys.count {
                    #expect(table.index(of: bytes, expecting: expected) == index)
                }
            }
        }
        var unknown = base + [UInt8(ascii: "!")]
        unknown.withUnsafeBufferPointer { bytes in
            #expect(table.index(of: bytes) == nil)
            #expect(table.index(of: bytes, expecting: 0) == nil)
        }
        unknown = Array(base.dropLast())
        if length > 0 {
            unknown.withUnsafeBufferPointer { bytes in
                #expect(table.index(of: bytes, expecting: 0) == nil)
            }
        }
    }
}
