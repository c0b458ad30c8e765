// The module kit's framework-free parts the engine reads (definitions, validation, catalogue).
export * from '../../kit/resource';
export * from '../../kit/i18n';
