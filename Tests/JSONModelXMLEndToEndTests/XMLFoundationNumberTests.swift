import Foundation
import JSONModelKit
import JSONModelXML
import Testing

// `NSNumber` and `NSDecimalNumber` properties write and read the same number text in XML as in
// JSON: every digit of a long literal, and `1.0` as floating point.

final class XFNMeasure: JSONModel {
    var value: NSNumber = 0
    var exact: NSDecimalNumber = 0
}

@Suite("XML: Foundation numbers")
struct XMLFoundationNumberTests {
    static let long = "3.141592653589793238462643383279"

    @Test(arguments: [long, "1.0", "1", "2.5", "-7", "1e2", "true"])
    func xmlKeepsTheNumberTextOfJSON(literal: String) throws {
        let fromJSON = try XFNMeasure.fromJSONString(#"{"value": \#(literal), "exact": 1.5}"#)
        let json = try fromJSON.toJSONString(options: .init(prettyPrinted: false))
        let xml = try fromJSON.toXMLString()
        let fromXML = try XFNMeasure.fromXMLString(xml)
        #expect(try fromXML.toJSONString(options: .init(prettyPrinted: false)) == json, "\(xml)")
    }

    @Test func longLiteralsKeepTheirDigits() throws {
        let model = try XFNMeasure.fromJSONString(#"{"value": \#(Self.long), "exact": \#(Self.long)}"#)
        let xml = try model.toXMLString()
        #expect(xml.contains("<value>\(Self.long)</value>"), "\(xml)")
        #expect(xml.contains("<exact>\(Self.long)</exact>"), "\(xml)")
        let back = try XFNMeasure.fromXMLString(xml)
        #expect(back.value.description == model.value.description)
        #expect(back.exact == model.exact)
    }

    @Test func floatingPointStaysFloatingPoint() throws {
        let model = XFNMeasure()
        model.value = NSNumber(value: 1.0)
        let xml = try model.toXMLString()
        #expect(xml.contains("<value>1.0</value>"), "\(xml)")
        let back = try XFNMeasure.fromXMLString(xml)
        #expect(String(cString: back.value.objCType) == "d")
    }
}

final class XFNDeep: JSONModel {
    var list: NSArray = []
}

/// A deep `NSArray` read from XML ends in a value or `tooDeeplyNested` on small stacks.
@Suite("XML: deep Foundation containers")
struct XMLDeepFoundationContainerTests {
    @Test(arguments: SmallStack.sizes)
    func deepArraysFromXML(stackSize: Int) async {
        for depth in [200, 400, 510] {
            let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let xml = "<xfn_deep><list>\(nested)</list></xfn_deep>"
            let outcome = await SmallStack.run(stackSize: stackSize) { () -> String in
                do throws(JSONModelError) {
                    let model = try XFNDeep.fromXMLString(xml)
                    _ = try model.toXMLString()
                    return "decoded \(model.list.count)"
                } catch {
                    return "\(error.code)"
                }
            }
            #expect(outcome == "decoded 1" || outcome == "tooDeeplyNested", "depth \(depth): \(outcome)")
        }
    }
}
