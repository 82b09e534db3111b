# CocoaPods: ControlKit's UIKit host (one UIControl subclass per control, Core Graphics drawing).
Pod::Spec.new do |s|
  s.name          = 'ControlKitUIKit'
  s.version       = '0.1.0'
  s.summary       = 'UIControl subclasses for every ControlKit control, drawn with Core Graphics.'
  s.homepage      = 'https://github.com/controlkit/ControlKit'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ControlKit'
  # No public home yet: point :git at your copy of the repository (or use :path in a Podfile).
  s.source        = { :git => ENV.fetch('CONTROLKIT_GIT', 'https://github.com/controlkit/ControlKit.git'), :tag => s.version.to_s }
  s.swift_version = '6.0'
  s.ios.deployment_target  = '15.0'
  s.tvos.deployment_target = '15.0'
  s.visionos.deployment_target = '1.0'
  s.source_files  = 'Sources/ControlKitUIKit/**/*.swift'
  s.frameworks    = 'UIKit', 'QuartzCore', 'CoreGraphics'
  s.dependency 'ControlKit', s.version.to_s
end
