import JSONModelKit
import Testing

/// `JSONValue`'s `==` and `hash(into:)`, which walk the value iteratively: equal values hash
/// alike whatever the order of their objects' members, and unequal ones are told apart at any
/// depth.
@Suite("JSONValue equality and hashing")
struct JSONValueEqualityTests {
    /// Objects of `count` members `key0...` holding `value`, inserted in ascending order into a
    /// roomy dictionary and in descending order into a tight one, so their orders differ.
    static func objectPair(count: Int, value: (Int) -> JSONValue) -> (JSONValue, JSONValue, orderDiffers: Bool) {
        var ascending = [String: JSONValue](minimumCapacity: count * 8)
        for index in 0..<count { ascending["key\(index)"] = value(index) }
        var descending: [String: JSONValue] = [:]
        for index in (0..<count).reversed() { descending["key\(index)"] = value(index) }
        return (.object(ascending), .object(descending), Array(ascending.keys) != Array(descending.keys))
    }

    @Test func equalObjectsHashAlikeWhateverTheirMemberOrder() {
        var sawDifferentOrders = false
        for count in [2, 5, 17, 64, 300] {
            let (first, second, orderDiffers) = Self.objectPair(count: count) { index in
                index.isMultiple(of: 3)
                    ? ["nested": .number(JSONNumber(index)), "list": [1, "a", nil]] : .string("\(index)")
            }
            sawDifferentOrders = sawDifferentOrders || orderDiffers
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            #expect(Set([first, second]).count == 1)
        }
        // The property was tried on objects whose members really came in different orders.
        #expect(sawDifferentOrders)
    }

    @Test func numbersEqualByValueHashAlike() {
        let integer: JSONValue = ["n": [1, 2]]
        let floating: JSONValue = ["n": [1.0, 2.0]]
        #expect(integer == floating)
        #expect(integer.hashValue == floating.hashValue)
    }

    static let unequalPairs: [(JSONValue, JSONValue)] = [
        ([1, 2], [2, 1]),
        (["a": 1], ["b": 1]),
        (["a": 1], ["a": 1, "b": 2]),
        ([], [:]),
        ([nil], [false]),
        (["a": []], ["a": [:]]),
        ("1", 1),
        ([[[["x"]]]], [[[["y"]]]]),
    ]

    @Test(arguments: unequalPairs)
    func differentValuesAreUnequal(first: JSONValue, second: JSONValue) {
        #expect(first != second)
        #expect(second != first)
        #expect(first == first)
    }

    @Test(arguments: [2, 100, 1_000])
    func deepValuesCompareAndHashToTheirLeaves(depth: Int) {
        func nested(_ leaf: JSONValue) -> JSONValue {
            var value = leaf
            for level in 0..<depth {
                value = level.isMultiple(of: 2) ? ["k": value, "other": [true]] : [value, "s"]
            }
            return value
        }
        let first = nested("leaf")
        let same = nested("leaf")
        let different = nested("leaves")
        #expect(first == same)
        #expect(first.hashValue == same.hashValue)
        #expect(first != different)
        // Different leaves almost surely give different hashes: the digest reaches the leaf.
        #expect(first.hashValue != different.hashValue)
    }

    @Test func objectsDigestKeysWithTheirValues() {
        // Swapping the values of two keys changes the object, and its hash.
        let first: JSONValue = ["a": 1, "b": 2]
        let swapped: JSONValue = ["a": 2, "b": 1]
        #expect(first != swapped)
        #expect(first.hashValue != swapped.hashValue)
    }
}
