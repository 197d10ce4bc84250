import AppIntents

@AppEntity(schema: .photos.asset)
struct AssetEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    var id: String
}

@AppEnum(schema: .photos.assetType)
enum AssetKind: String {
    case photo
    case video

    static var caseDisplayRepresentations: [AssetKind: DisplayRepresentation] = [
        .photo: "photos",
        .video: "videos",
    ]
}

struct OpenAssetIntent: AppIntent {
    static var title: LocalizedStringResource = "Open Asset"

    @Parameter(title: "Photo")
    var asset: AssetEntity?

    @Parameter(title: "Kind")
    var kind: AssetKind?

    func perform() async throws -> some IntentResult { .result() }
}

struct TagItemsIntent: AppIntent {
    static var title: LocalizedStringResource = "Tag Items"

    @Parameter(title: "Tags", requestValueDialog: "Which tag?")
    var tags: [AssetKind]

    func perform() async throws -> some IntentResult { .result() }
}
