import Foundation
import FuzzSupport
import JSONModelKit
import JSONModelXML

// The XML reader and the XML model coder on arbitrary bytes, through the public API. Checked:
// - decoding as one model and as an array, with default, lenient and strict options, throws a
//   JSONModelError or succeeds, never crashes, hangs or leaks;
// - whatever decodes encodes to XML that decodes again; after that first normalization (an
//   empty optional element reads as nil, so it is not written again), encoding is stable: the
//   same model writes the same bytes, compact and pretty.

private let optionSets: [XMLOptions] = [
    XMLOptions(prettyPrinted: false),
    XMLOptions(prettyPrinted: false, stripsNamespacePrefixes: true, decoding: .init(collectAllErrors: true)),
    XMLOptions(prettyPrinted: true, decoding: .init(unknownKeys: .reject, maxDepth: 16, maxStringLength: 4096)),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    for options in optionSets {
        if let node = try? FuzzNode.fromXMLData(input, options: options) {
            checkRoundTrip(node, options: options)
        }
        if let nodes = try? FuzzNode.arrayFromXMLData(input, options: options) {
            for node in nodes {
                checkRoundTrip(node, options: options)
            }
        }
    }
    return 0
}

private func checkRoundTrip(_ node: FuzzNode, options: XMLOptions) {
    do {
        let first = try node.toXMLData(options: options)
        let normalized = try FuzzNode.fromXMLData(first, options: options)
        let second = try normalized.toXMLData(options: options)
        let again = try FuzzNode.fromXMLData(second, options: options)
        let third = try again.toXMLData(options: options)
        if second != third {
            fuzzFailure(
                "XML encoding is not stable:\n\(String(decoding: second, as: UTF8.self))\n\(String(decoding: third, as: UTF8.self))"
            )
        }
        let json = try again.toJSONString(options: .init(sortedKeys: true))
        let fromJSON = try FuzzNode.fromJSONString(json)
        if try fromJSON.toXMLData(options: options) != third {
            fuzzFailure("JSON → model → XML differs from XML → model → XML:\n\(json)")
        }
    } catch {
        fuzzFailure("a decoded model failed to round-trip: \(error)")
    }
}
