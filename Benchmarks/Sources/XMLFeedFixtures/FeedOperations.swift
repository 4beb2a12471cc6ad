import Foundation
import JSONModelKit
import JSONModelXML
import XMLCoder

/// The four measured operations on the feed, shared by the package-benchmark target and the
/// quick `xml-bench` table.
public enum FeedOperations {
    /// Decodes the feed into JSONModel classes.
    public static func decodeWithJSONModelKit(_ data: Data) throws -> FeedModel {
        try FeedModel.fromXMLData(data)
    }

    /// Decodes the feed into Codable structs with XMLCoder.
    public static func decodeWithXMLCoder(_ data: Data) throws -> FeedStruct {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(FeedStruct.self, from: data)
    }

    /// Encodes the models as compact XML.
    public static func encodeWithJSONModelKit(_ feed: FeedModel) throws -> Data {
        try feed.toXMLData(options: XMLOptions(prettyPrinted: false))
    }

    /// Encodes the structs as compact XML with XMLCoder.
    public static func encodeWithXMLCoder(_ feed: FeedStruct) throws -> Data {
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(feed, withRootKey: "feed", header: XMLHeader(version: 1.0, encoding: "UTF-8"))
    }

    /// Checks that both libraries read the same values from `data`; throws a description of the
    /// first difference.
    public static func checkAgreement(_ data: Data) throws {
        let model = try decodeWithJSONModelKit(data)
        let value = try decodeWithXMLCoder(data)
        guard model.entries.count == value.entry.count, model.title == value.title, model.version == value.version
        else {
            throw Disagreement(detail: "feed header or entry count")
        }
        for (ours, theirs) in zip(model.entries, value.entry) {
            let same =
                ours.id == theirs.id && ours.lang == theirs.lang && ours.title == theirs.title
                && ours.author.name == theirs.author.name && ours.author.email == theirs.author.email
                && ours.published == theirs.published && ours.link == theirs.link && ours.summary == theirs.summary
                && ours.rating == theirs.rating && ours.views == theirs.views && ours.draft == theirs.draft
                && ours.categories == theirs.categories.category
            guard same else { throw Disagreement(detail: "entry \(ours.id)") }
        }
        // Each library reads back what the other writes.
        let fromOurs = try decodeWithXMLCoder(encodeWithJSONModelKit(model))
        let fromTheirs = try decodeWithJSONModelKit(encodeWithXMLCoder(value))
        guard fromOurs.entry.count == value.entry.count, fromTheirs.entries.count == model.entries.count else {
            throw Disagreement(detail: "cross-library round trip")
        }
    }

    /// The libraries read different values.
    public struct Disagreement: Error, CustomStringConvertible {
        /// Where they differ.
        public var detail: String
        /// The difference in words.
        public var description: String { "JSONModelKit and XMLCoder disagree on the feed: \(detail)" }
    }
}
