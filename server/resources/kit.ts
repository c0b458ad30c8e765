// The module kit's framework-free parts the engine reads (definitions, validation, catalogue).
export * from '../../modules/kit/resource';
export * from '../../modules/kit/i18n';
