# CocoaPods: ControlKit's UIKit host (one UIControl subclass per control, Core Graphics drawing).
Pod::Spec.new do |s|
  s.name          = 'ControlKitUIKit'
  s.version       = '0.1.0'
  s.summary       = 'UIControl subclasses for every ControlKit control, drawn with Core Graphics.'
  # ControlKit has no public home yet: a Podfile takes it by path
  # (pod 'ControlKitUIKit', :path => '../ControlKit'); to publish a copy, set CONTROLKIT_GIT (and
  # CONTROLKIT_HOMEPAGE) to where you host it.
  s.homepage      = ENV.fetch('CONTROLKIT_HOMEPAGE', ENV.fetch('CONTROLKIT_GIT', 'https://no-public-home-yet.invalid/ControlKit'))
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.author        = 'ControlKit'
  s.source        = { :git => ENV.fetch('CONTROLKIT_GIT', 'https://no-public-home-yet.invalid/ControlKit.git'), :tag => s.version.to_s }
  s.swift_version = '6.0'
  # iOS only: the one platform the project compiles for (scripts/ios-check.sh).
  s.ios.deployment_target = '15.0'
  s.source_files  = 'Sources/ControlKitUIKit/**/*.swift'
  s.frameworks    = 'UIKit', 'QuartzCore', 'CoreGraphics'
  s.dependency 'ControlKit', s.version.to_s
end
