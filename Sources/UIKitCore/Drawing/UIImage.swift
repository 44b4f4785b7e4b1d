//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// An immutable image: a `CGImage` with a scale (pixels per point), an orientation, a rendering
/// mode and optional cap insets for resizing.
///
/// Formats: PNG and JPEG (decoding and encoding). `UIImage(systemName:)` draws the common SF
/// Symbol names (UIImage+SystemSymbols.swift).
open class UIImage: NSObject, @unchecked Sendable {
    /// The underlying bitmap (nil for an empty image).
    public let cgImage: CGImage?
    /// The number of pixels per point (for a loaded file: 2 or 3 from an `@2x`/`@3x` name, else 1).
    public let scale: CGFloat
    /// How the pixels are rotated or mirrored when the image is drawn (default `.up`).
    public let imageOrientation: Orientation
    /// Whether the image is drawn as is or as a template tinted by its view (default `.automatic`).
    public let renderingMode: RenderingMode
    /// The end caps of a resizable image: the parts, in points, that keep their size when it is drawn larger.
    public let capInsets: UIEdgeInsets
    /// How the inner part of a resizable image fills a larger area: tiled (the default) or stretched.
    public let resizingMode: ResizingMode
    /// Set by `withTintColor(_:)`: the image draws as a silhouette in this colour.
    let _tint: UIColor?
    /// Set for symbol images: the name and configuration, so they can be drawn again.
    let _symbol: _UISymbolInfo?

    /// The orientation of an image's pixels relative to how it is drawn (EXIF-style rotations and mirrors).
    public enum Orientation: Int, Sendable {
        case up = 0, down = 1, left = 2, right = 3, upMirrored = 4, downMirrored = 5, leftMirrored = 6, rightMirrored = 7
    }
    /// Whether an image draws its own colours or serves as a template tinted with the tint colour.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2
    }
    /// How the inner part of a resizable image is extended: by tiling or by stretching.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch = 1
    }

    init(_cg: CGImage?, scale: CGFloat, orientation: Orientation, renderingMode: RenderingMode = .automatic,
         capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, tint: UIColor? = nil, symbol: _UISymbolInfo? = nil) {
        cgImage = _cg
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        _tint = tint
        _symbol = symbol
        super.init()
    }

    /// An empty image (size zero).
    public override convenience init() { self.init(_cg: nil, scale: 1, orientation: .up) }

    /// An image of a Core Graphics bitmap, at scale 1 and upright.
    public convenience init(cgImage: CGImage) { self.init(_cg: cgImage, scale: 1, orientation: .up) }

    /// An image of a Core Graphics bitmap with the given scale and orientation.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(_cg: cgImage, scale: scale, orientation: orientation)
    }

    /// Decodes PNG or JPEG data at scale 1; nil (with a warning) for corrupt data.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// Decodes PNG or JPEG data at the given scale; nil for data that cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cg = CGImage.decode(data: data) else { return nil }
        self.init(_cg: cg, scale: scale, orientation: .up)
    }

    /// Loads an image file; a name ending in `@2x`/`@3x` (before the extension) sets the scale.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let cg = CGImage.decode(contentsOfFile: path) else { return nil }
        self.init(_cg: cg, scale: UIImage._scale(fromPath: path), orientation: .up)
    }

    /// The image an image literal names (`#imageLiteral(resourceName:)`, see UIImage+Literals.swift):
    /// `UIImage(named:)`'s, or an empty image with an error logged when there is none.
    public required convenience init(imageLiteralResourceName name: String) {
        let image = UIImage._literalImage(named: name)
        self.init(_cg: image?.cgImage, scale: image?.scale ?? 1, orientation: image?.imageOrientation ?? .up,
                  renderingMode: image?.renderingMode ?? .automatic)
    }

    /// Looks for `name` in the main bundle (then `UIImage._additionalSearchDirectories` and the
    /// app's SwiftPM resource bundles beside the executable), choosing
    /// the `@2x`/`@3x` variant that matches the main screen's scale, else the closest other.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Looks for `name` in `bundle` (the main bundle, plus the extra search directories, when nil),
    /// preferring the variant for the trait collection's display scale. On Linux: loose PNG/JPEG
    /// files and uncompiled asset catalogs are searched; other traits are ignored.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let wanted: CGFloat
        if let t = traitCollection, t.displayScale > 0 { wanted = t.displayScale }
        else { wanted = UIScreen._mainScale }
        var dirs: [String] = []
        let b = bundle ?? Bundle.main
        if let r = b.resourcePath { dirs.append(r) }
        dirs.append(b.bundlePath)
        if bundle == nil { dirs.append(contentsOf: UIImage._additionalSearchDirectories + UIImage._appResourceDirectories) }
        guard let path = UIImage._findImage(named: name, in: dirs, scale: wanted) else { return nil }
        // Named images are cached by path (as iOS caches them): the pixels are decoded once.
        if let cached = UIImage._namedCache.withLock({ $0[path] }) {
            self.init(_cg: cached.cgImage, scale: cached.scale, orientation: cached.imageOrientation)
            return
        }
        guard FileManager.default.fileExists(atPath: path), let cg = CGImage.decode(contentsOfFile: path) else { return nil }
        let assetScale = UIImage._assetScales.withLock { $0[path] }
        self.init(_cg: cg, scale: assetScale ?? UIImage._scale(fromPath: path), orientation: .up)
        let entry = self
        UIImage._namedCache.withLock { cache in
            if cache.count > 256 { cache.removeAll() }
            cache[path] = entry
        }
    }

    static let _namedCache = _LockedDictionary<UIImage>()
    /// Scales of image files found in asset catalogs (their names carry no @2x suffix).
    static let _assetScales = _LockedDictionary<CGFloat>()

    /// Extra directories `UIImage(named:)` searches (after the main bundle), e.g. a module's
    /// resource directory.
    @exclusivity(unchecked) nonisolated(unsafe) package static var _additionalSearchDirectories: [String] = []

    /// The SwiftPM resource bundles beside the executable (`Package_Target.resources/`), which
    /// hold a ported app's images and asset catalogs (on iOS, the main bundle does): searched
    /// after the main bundle when no bundle is given, as the nib loader searches them for
    /// documents. Listed once.
    package static let _appResourceDirectories: [String] = _UIAppResourceBundles.urls(in: Bundle.main.bundleURL).map(\.path)

    static func _scale(fromPath path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if base.hasSuffix("@3x") { return 3 }
        if base.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func _findImage(named name: String, in dirs: [String], scale: CGFloat) -> String? {
        guard !name.isEmpty else { return nil }
        let fm = FileManager.default
        let ns = name as NSString
        let ext = ns.pathExtension.lowercased()
        let knownExt = ["png", "jpg", "jpeg"].contains(ext)
        let stem = knownExt ? ns.deletingPathExtension : name
        let exts = knownExt ? [ns.pathExtension] : ["png", "jpg", "jpeg"]
        let base = stem.hasSuffix("@2x") || stem.hasSuffix("@3x") ? String(stem.dropLast(3)) : stem
        let explicitScale = stem != base
        // Scales in order of preference: the wanted one, then higher ones, then lower ones.
        let wanted = Int(max(1, min(3, scale.rounded())))
        var order = [wanted]
        for s in stride(from: 3, through: 1, by: -1) where s > wanted { order.append(s) }
        for s in stride(from: wanted - 1, through: 1, by: -1) { order.append(s) }
        for dir in dirs {
            if !explicitScale, let p = _AssetCatalog.imagePath(named: base, in: dir, scale: wanted) {
                _assetScales.withLock { $0[p.path] = CGFloat(p.scale) }
                return p.path
            }
            if explicitScale {
                for e in exts {
                    let p = (dir as NSString).appendingPathComponent("\(stem).\(e)")
                    if fm.fileExists(atPath: p) { return p }
                }
                continue
            }
            for s in order {
                let suffix = s == 1 ? "" : "@\(s)x"
                for e in exts {
                    let p = (dir as NSString).appendingPathComponent("\(base)\(suffix).\(e)")
                    if fm.fileExists(atPath: p) { return p }
                }
            }
        }
        return nil
    }

    // MARK: Size

    /// The size in points (pixel size / scale; width and height swap for left/right orientations).
    open var size: CGSize {
        guard let cg = cgImage else { return .zero }
        let w = CGFloat(cg.width) / scale, h = CGFloat(cg.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    // MARK: Encoding

    /// The image encoded as PNG, with its orientation and tint applied; nil for an empty image.
    public func pngData() -> Data? { _renderedUpright()?.pngData() }

    /// JPEG data (`compressionQuality` 0...1); transparent pixels become black as on iOS.
    public func jpegData(compressionQuality: CGFloat) -> Data? { _renderedUpright()?.jpegData(quality: compressionQuality) }

    /// The pixels with orientation applied (and tint), as a CGImage.
    func _renderedUpright() -> CGImage? {
        guard let cg = cgImage else { return nil }
        if imageOrientation == .up && _tint == nil { return cg }
        let s = size
        guard let ctx = CGContext(_topLeftBitmapWidth: Int((s.width * scale).rounded()), height: Int((s.height * scale).rounded()), scale: scale) else { return nil }
        UIGraphicsPushContext(ctx)
        draw(in: CGRect(origin: .zero, size: s))
        UIGraphicsPopContext()
        return ctx.makeImage()
    }

    // MARK: Variants

    /// A copy of the image with the given rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(_cg: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tint: _tint, symbol: _symbol)
    }

    /// An image drawn as a silhouette of `color` (the alpha of the original, the colour given).
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(_cg: cgImage, scale: scale, orientation: imageOrientation, renderingMode: .alwaysOriginal,
                capInsets: capInsets, resizingMode: resizingMode, tint: color, symbol: _symbol)
    }

    /// A copy drawn as a silhouette of `color`, with the given rendering mode.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(_cg: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                capInsets: capInsets, resizingMode: resizingMode, tint: color, symbol: _symbol)
    }

    /// A resizable copy with the given end caps whose inner part tiles (see `resizableImage(withCapInsets:resizingMode:)`).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// An image whose caps keep their size when drawn larger; the centre tiles or stretches.
    /// Insets that are negative, non-finite or larger than the image are ignored (warning).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let s = size
        guard capInsets._isFinite, capInsets.top >= 0, capInsets.left >= 0, capInsets.bottom >= 0, capInsets.right >= 0,
              capInsets.left + capInsets.right <= s.width, capInsets.top + capInsets.bottom <= s.height else {
            UIKitLog.warning("UIImage.resizableImage: invalid cap insets \(capInsets) for size \(s) ignored", category: "UIImage")
            return self
        }
        return UIImage(_cg: cgImage, scale: scale, orientation: imageOrientation, renderingMode: renderingMode,
                       capInsets: capInsets, resizingMode: resizingMode, tint: _tint, symbol: _symbol)
    }

    /// A copy without a baseline offset. On Linux: images carry no baseline, so this returns self.
    open func imageWithoutBaseline() -> UIImage { self }

    var _isResizable: Bool { capInsets != .zero }

    // MARK: Drawing (upright in the current top-left context)

    /// Draws the image at its size with its top-left corner at `point` in the current context.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at its size at `point`, with a blend mode and opacity.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` of the current context (nine-sliced when resizable).
    open func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image scaled to fill `rect`, with a blend mode and opacity.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        _draw(in: ctx, rect: rect, blendMode: blendMode, alpha: alpha, tint: _tint)
    }

    /// Tiles the image (at its size) over `rect`.
    open func drawAsPattern(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let cg = _renderedUpright(), size.width > 0, size.height > 0 else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX
            while x < rect.maxX {
                UIImage._drawUpright(cg, in: CGRect(x: x, y: y, width: size.width, height: size.height), ctx)
                x += size.width
            }
            y += size.height
        }
        ctx.restoreGState()
    }

    /// Draws into `ctx` (top-left space). `tint`: draw as a silhouette of that colour.
    func _draw(in ctx: CGContext, rect: CGRect, blendMode: CGBlendMode = .normal, alpha: CGFloat = 1, tint: UIColor?) {
        guard let cg = cgImage, UIView._finiteRect(rect), rect.width > 0, rect.height > 0 else { return }
        if let tint {
            // Render the silhouette into a scratch bitmap, then composite it.
            let pw = max(1, Int((rect.width * scale).rounded(.up))), ph = max(1, Int((rect.height * scale).rounded(.up)))
            guard let scratch = CGContext(_topLeftBitmapWidth: pw, height: ph, scale: scale) else { return }
            _drawPlain(cg, in: CGRect(origin: .zero, size: rect.size), scratch)
            scratch.setBlendMode(.sourceIn)
            scratch.setFillColor(tint.cgColor)
            scratch.fill(CGRect(origin: .zero, size: rect.size))
            guard let tinted = scratch.makeImage() else { return }
            ctx.saveGState()
            ctx.setBlendMode(blendMode)
            ctx.setAlpha(alpha)
            UIImage._drawUpright(tinted, in: rect, ctx)
            ctx.restoreGState()
            return
        }
        ctx.saveGState()
        ctx.setBlendMode(blendMode)
        if alpha < 1 { ctx.setAlpha(alpha) }
        _drawPlain(cg, in: rect, ctx)
        ctx.restoreGState()
    }

    /// Orientation and nine-slice handling.
    func _drawPlain(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) {
        if imageOrientation != .up {
            ctx.saveGState()
            // Map the oriented rect onto the pixel rect.
            let w = rect.width, h = rect.height
            var t = CGAffineTransform(translationX: rect.minX, y: rect.minY)
            var pixelRect = CGRect(origin: .zero, size: rect.size)
            switch imageOrientation {
            case .down: t = t.translatedBy(x: w, y: h).rotated(by: .pi)
            case .left: t = t.translatedBy(x: 0, y: h).rotated(by: -.pi / 2); pixelRect.size = CGSize(width: h, height: w)
            case .right: t = t.translatedBy(x: w, y: 0).rotated(by: .pi / 2); pixelRect.size = CGSize(width: h, height: w)
            case .upMirrored: t = t.translatedBy(x: w, y: 0).scaledBy(x: -1, y: 1)
            case .downMirrored: t = t.translatedBy(x: 0, y: h).scaledBy(x: 1, y: -1)
            case .leftMirrored: t = t.translatedBy(x: w, y: h).rotated(by: -.pi / 2).scaledBy(x: 1, y: -1); pixelRect.size = CGSize(width: h, height: w)
            case .rightMirrored: t = t.rotated(by: .pi / 2).scaledBy(x: 1, y: -1); pixelRect.size = CGSize(width: h, height: w)
            case .up: break
            }
            ctx.concatenate(t)
            UIImage._drawUpright(cg, in: pixelRect, ctx)
            ctx.restoreGState()
            return
        }
        if _isResizable && rect.size != size {
            _drawNineSlice(cg, in: rect, ctx)
        } else {
            UIImage._drawUpright(cg, in: rect, ctx)
        }
    }

    /// Draws `cg` upright into `rect` of a top-left (y-down) context.
    static func _drawUpright(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(cg, in: rect)
        ctx.restoreGState()
    }

    /// Draws the part `src` (in points of the image) of `cg` into `dst` (cropped first, so
    /// filtering never bleeds in pixels from the neighbouring part).
    func _drawPart(_ cg: CGImage, src: CGRect, dst: CGRect, _ ctx: CGContext) {
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        let px = CGRect(x: src.minX * scale, y: src.minY * scale, width: src.width * scale, height: src.height * scale)
        if let part = cg.cropping(to: px) {
            UIImage._drawUpright(part, in: dst, ctx)
            return
        }
        let sx = dst.width / src.width, sy = dst.height / src.height
        let whole = CGRect(x: dst.minX - src.minX * sx, y: dst.minY - src.minY * sy,
                           width: size.width * sx, height: size.height * sy)
        ctx.saveGState()
        ctx.clip(to: dst)
        UIImage._drawUpright(cg, in: whole, ctx)
        ctx.restoreGState()
    }

    /// Tiles `src` over `dst` at its natural size (clipped at the far edges).
    func _tilePart(_ cg: CGImage, src: CGRect, dst: CGRect, _ ctx: CGContext) {
        guard src.width > 0, src.height > 0, dst.width > 0, dst.height > 0 else { return }
        let tileW = src.width, tileH = src.height
        // Stretch along an axis whose destination size equals the source size.
        ctx.saveGState()
        ctx.clip(to: dst)
        var y = dst.minY
        var rows = 0
        while y < dst.maxY && rows < 10_000 {
            var x = dst.minX
            var cols = 0
            while x < dst.maxX && cols < 10_000 {
                _drawPart(cg, src: src, dst: CGRect(x: x, y: y, width: tileW, height: tileH), ctx)
                x += tileW; cols += 1
            }
            y += tileH; rows += 1
        }
        ctx.restoreGState()
    }

    func _drawNineSlice(_ cg: CGImage, in rect: CGRect, _ ctx: CGContext) {
        let s = size, c = capInsets
        // Caps shrink proportionally when the destination is smaller than them.
        let fx = min(1, c.left + c.right > 0 ? rect.width / (c.left + c.right) : 1)
        let fy = min(1, c.top + c.bottom > 0 ? rect.height / (c.top + c.bottom) : 1)
        let l = c.left * fx, r = c.right * fx, t = c.top * fy, b = c.bottom * fy
        let srcX = [0, c.left, s.width - c.right, s.width]
        let srcY = [0, c.top, s.height - c.bottom, s.height]
        let dstX = [rect.minX, rect.minX + l, rect.maxX - r, rect.maxX]
        let dstY = [rect.minY, rect.minY + t, rect.maxY - b, rect.maxY]
        for row in 0..<3 {
            for col in 0..<3 {
                let src = CGRect(x: srcX[col], y: srcY[row], width: srcX[col + 1] - srcX[col], height: srcY[row + 1] - srcY[row])
                let dst = CGRect(x: dstX[col], y: dstY[row], width: dstX[col + 1] - dstX[col], height: dstY[row + 1] - dstY[row])
                let stretchable = col == 1 || row == 1
                if stretchable && resizingMode == .tile {
                    // Edges tile along their long axis, stretched to the cap thickness across it.
                    let tileSrc = src
                    if col == 1 && row == 1 { _tilePart(cg, src: tileSrc, dst: dst, ctx) }
                    else if col == 1 {
                        let scaled = CGRect(x: src.minX, y: src.minY, width: src.width, height: src.height)
                        _tileAlongX(cg, src: scaled, dst: dst, ctx)
                    } else {
                        _tileAlongY(cg, src: src, dst: dst, ctx)
                    }
                } else {
                    _drawPart(cg, src: src, dst: dst, ctx)
                }
            }
        }
    }

    func _tileAlongX(_ cg: CGImage, src: CGRect, dst: CGRect, _ ctx: CGContext) {
        guard src.width > 0, dst.width > 0 else { return }
        ctx.saveGState(); ctx.clip(to: dst)
        var x = dst.minX
        while x < dst.maxX {
            _drawPart(cg, src: src, dst: CGRect(x: x, y: dst.minY, width: src.width, height: dst.height), ctx)
            x += src.width
        }
        ctx.restoreGState()
    }

    func _tileAlongY(_ cg: CGImage, src: CGRect, dst: CGRect, _ ctx: CGContext) {
        guard src.height > 0, dst.height > 0 else { return }
        ctx.saveGState(); ctx.clip(to: dst)
        var y = dst.minY
        while y < dst.maxY {
            _drawPart(cg, src: src, dst: CGRect(x: dst.minX, y: y, width: dst.width, height: src.height), ctx)
            y += src.height
        }
        ctx.restoreGState()
    }

    open override var description: String {
        if let s = _symbol { return "<UIImage symbol(system: \(s.name)) size: \(size) scale: \(scale)>" }
        return "<UIImage size: \(size) scale: \(scale)>"
    }
}

/// A lock-protected dictionary keyed by path (caches of `UIImage(named:)`).
final class _LockedDictionary<Value>: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var storage: [String: Value] = [:]
    func withLock<T>(_ body: (inout [String: Value]) -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body(&storage)
    }
}

/// Reads uncompiled asset catalogs (`*.xcassets` folders shipped as resources): image sets
/// (`<name>.imageset/Contents.json`) and colour sets (`<name>.colorset/Contents.json`, the
/// universal/light appearance).
package enum _AssetCatalog {
    /// The `.imageset` or `.colorset` folder named `name` inside any `*.xcassets` in `dir`.
    package static func find(_ name: String, kind: String, in dir: String) -> String? {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: dir) else { return nil }
        for catalog in entries where catalog.hasSuffix(".xcassets") {
            let root = (dir as NSString).appendingPathComponent(catalog)
            guard let walker = fm.enumerator(atPath: root) else { continue }
            for case let rel as String in walker where (rel as NSString).lastPathComponent == "\(name).\(kind)" {
                return (root as NSString).appendingPathComponent(rel)
            }
        }
        return nil
    }

    package static func contents(_ folder: String) -> [String: Any]? {
        let json = (folder as NSString).appendingPathComponent("Contents.json")
        guard let d = FileManager.default.contents(atPath: json),
              let obj = try? JSONSerialization.jsonObject(with: d) as? [String: Any] else { return nil }
        return obj
    }

    /// The image file of the best scale (the wanted one, else higher, else lower).
    static func imagePath(named name: String, in dir: String, scale: Int) -> (path: String, scale: Int)? {
        guard let folder = find(name, kind: "imageset", in: dir), let c = contents(folder),
              let images = c["images"] as? [[String: Any]] else { return nil }
        var byScale: [Int: String] = [:]
        for img in images {
            guard let file = img["filename"] as? String, img["appearances"] == nil else { continue }
            let sc = Int((img["scale"] as? String)?.replacingOccurrences(of: "x", with: "") ?? "1") ?? 1
            byScale[sc] = (folder as NSString).appendingPathComponent(file)
        }
        var order = [scale]
        for s in stride(from: 3, through: 1, by: -1) where s > scale { order.append(s) }
        for s in stride(from: scale - 1, through: 1, by: -1) { order.append(s) }
        for s in order { if let p = byScale[s] { return (p, s) } }
        return nil
    }

    /// The light-appearance colour of a colour set, as sRGB components.
    static func color(named name: String, in dir: String) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        guard let folder = find(name, kind: "colorset", in: dir), let c = contents(folder),
              let colors = c["colors"] as? [[String: Any]] else { return nil }
        let entry = colors.first { $0["appearances"] == nil } ?? colors.first
        guard let color = entry?["color"] as? [String: Any], let comps = color["components"] as? [String: Any] else { return nil }
        func value(_ k: String) -> CGFloat? {
            guard let v = comps[k] else { return nil }
            let str = "\(v)".trimmingCharacters(in: .whitespaces)
            if str.lowercased().hasPrefix("0x"), let i = Int(str.dropFirst(2), radix: 16) { return CGFloat(i) / 255 }
            guard let d = Double(str) else { return nil }
            // Integer values above 1 are 0…255 bytes.
            return d > 1 ? CGFloat(d) / 255 : CGFloat(d)
        }
        if let w = value("white") { return (w, w, w, value("alpha") ?? 1) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return (r, g, b, value("alpha") ?? 1)
    }
}
