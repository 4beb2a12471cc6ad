import Foundation
import JSONModelKit
import Observation
import Testing

// When `update(from…)` replaces a nested model instead of merging into it, and how its errors
// and observers behave: a shared default is never written into, `classForDecoding` is honoured,
// collected errors match a full decode, a nested `didDecode` failure is located, and a failed
// update notifies nobody.

final class URSettings: JSONModel {
    nonisolated(unsafe) static let shared = URSettings()
    var theme = "light"
    var size = 12
}

final class URHolder: JSONModel {
    var settings = URSettings.shared
    var own = URSettings()
    var name = ""

    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

final class URDrawing: JSONModel {
    var title = ""
    var shape = CXShape()

    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

final class URChild: JSONModel {
    var value = 0

    override func didDecode() throws {
        if value < 0 { throw URError.negative }
    }
}

enum URError: Error { case negative }

final class URParent: JSONModel {
    var name = ""
    var count = 0
    var child = URChild()

    override class func propertyIsOptional(_ propertyName: String) -> Bool { true }
}

@Observable final class URObserved: JSONModel {
    var name = ""
    var count = 0

    override class var keyPathProperties: [KeyPathProperty] {
        [KeyPathProperty("name", \URObserved.name), KeyPathProperty("count", \URObserved.count)]
    }

    override func didDecode() throws {
        if count < 0 { throw URError.negative }
    }
}

@Suite("update: replaced children, errors and observers")
struct UpdateReplacementTests {
    @Test func aSharedDefaultIsNeverWrittenInto() throws {
        let holder = URHolder()
        let other = URHolder()
        let ownBefore = holder.own
        try holder.update(fromJSONString: #"{"settings": {"theme": "dark"}, "own": {"size": 14}}"#)
        #expect(URSettings.shared.theme == "light")
        #expect(other.settings.theme == "light")
        #expect(holder.settings !== URSettings.shared)
        #expect(holder.settings.theme == "dark")
        // Absent keys of a replaced shared default keep the shared values.
        #expect(holder.settings.size == 12)
        // A child of its own is still merged in place.
        #expect(holder.own === ownBefore)
        #expect(holder.own.size == 14 && holder.own.theme == "light")
    }

    @Test func aSharedDefaultIsNeverWrittenIntoFromADictionary() throws {
        let holder = URHolder()
        try holder.update(fromDictionary: ["settings": ["size": 20]])
        #expect(URSettings.shared.size == 12)
        #expect(holder.settings.size == 20)
        #expect(holder.settings !== URSettings.shared)
    }

    @Test func classForDecodingReplacesTheChild() throws {
        let drawing = URDrawing()
        try drawing.update(fromJSONString: #"{"shape": {"type": "circle", "radius": 3}}"#)
        let circle = try #require(drawing.shape as? CXCircle)
        #expect(circle.radius == 3)
        #expect(circle.type == "circle")
        // The same class again: merged in place.
        try drawing.update(fromJSONString: #"{"shape": {"type": "circle", "label": "c"}}"#)
        #expect(drawing.shape === circle)
        #expect(circle.label == "c" && circle.radius == 3)
    }

    @Test func collectedErrorsMatchAFullDecode() throws {
        let options = JSONModel.DecodingOptions(collectAllErrors: true)
        let texts = [
            #"{"name": 1, "child": {"value": "x"}}"#,
            #"{"child": {"value": "x"}}"#,
            #"{"name": 1, "count": "y", "child": {"value": "x"}}"#,
            #"{"name": 1}"#,
            // A nested model without failures is validated, as in a full decode.
            #"{"name": 1, "child": {"value": -1}}"#,
            #"{"child": {"value": -1}, "count": "z"}"#,
            #"{"child": {"value": -1}}"#,
        ]
        for text in texts {
            let full = try #require(throws: JSONModelError.self) {
                try URParent.fromJSONString(text, options: options)
            }
            let update = try #require(throws: JSONModelError.self) {
                try URParent().update(fromJSONString: text, options: options)
            }
            #expect(update.errors.map(\.path) == full.errors.map(\.path), "\(text)")
            #expect(update.errors.map(\.code) == full.errors.map(\.code), "\(text)")
            #expect(!update.errors.isEmpty)
        }
    }

    @Test func aNestedDidDecodeFailureIsLocated() throws {
        let parent = URParent()
        let text = """
            {"name": "n",
              "child": {"value": -1}}
            """
        let update = try #require(throws: JSONModelError.self) {
            try parent.update(fromJSONString: text)
        }
        let full = try #require(throws: JSONModelError.self) {
            try URParent.fromJSONString(text)
        }
        #expect(update.path == "child")
        #expect(update.path == full.path)
        #expect(update.line == 2)
        #expect(update.line == full.line && update.column == full.column)
        #expect(parent.name == "")
    }

    @Test func aFailedUpdateNotifiesNoObserver() throws {
        let model = URObserved()
        let notified = NotificationFlag()
        withObservationTracking {
            _ = model.name
            _ = model.count
        } onChange: {
            notified.set()
        }
        #expect(throws: JSONModelError.self) {
            try model.update(fromJSONString: #"{"name": "new", "count": -1}"#)
        }
        #expect(model.name == "" && model.count == 0)
        #expect(!notified.isSet)
        try model.update(fromJSONString: #"{"name": "new", "count": 2}"#)
        #expect(notified.isSet)
        #expect(model.name == "new")
    }
}

/// Set from an observation callback.
final class NotificationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
