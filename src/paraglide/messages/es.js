/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Reader_All_BooksInputs */
/** @typedef {{}} Reader_Chapter_Nav_LabelInputs */
/** @typedef {{ book: NonNullable<unknown> }} Reader_Chapters_OfInputs */
/** @typedef {{}} Reader_Choose_ChapterInputs */
/** @typedef {{}} Reader_CloseInputs */
/** @typedef {{}} Reader_FontInputs */
/** @typedef {{}} Reader_Font_LegibleInputs */
/** @typedef {{}} Reader_Font_StandardInputs */
/** @typedef {{}} Reader_GoInputs */
/** @typedef {{}} Reader_New_TestamentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Next_ChapterInputs */
/** @typedef {{}} Reader_Old_TestamentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Reader_Previous_ChapterInputs */
/** @typedef {{}} Reader_Privacy_Reading_SettingsInputs */
/** @typedef {{}} Reader_SettingsInputs */
/** @typedef {{}} Reader_Settings_Not_SavedInputs */
/** @typedef {{}} Reader_Settings_Sign_InInputs */
/** @typedef {{}} Reader_Text_SizeInputs */
/** @typedef {{}} Reader_Text_Size_LargeInputs */
/** @typedef {{}} Reader_Text_Size_LargerInputs */
/** @typedef {{}} Reader_Text_Size_StandardInputs */
/** @typedef {{}} Reader_ThemeInputs */
/** @typedef {{}} Reader_Theme_DarkInputs */
/** @typedef {{}} Reader_Theme_LightInputs */
/** @typedef {{}} Reader_Theme_SystemInputs */
/** @typedef {{}} Reader_VersionInputs */
/** @typedef {{ year: NonNullable<unknown>, siteName: NonNullable<unknown> }} Site_Footer_CopyrightInputs */
/** @typedef {{}} Site_Footer_FeaturesInputs */
/** @typedef {{}} Site_Footer_Features_LabelInputs */
/** @typedef {{}} Site_Footer_GeneralInputs */
/** @typedef {{}} Site_Footer_General_LabelInputs */
/** @typedef {{}} Site_Footer_PrivacyInputs */


export const reader_all_books = /** @type {(inputs: Reader_All_BooksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los libros`)
};

export const reader_chapter_nav_label = /** @type {(inputs: Reader_Chapter_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir un capítulo`)
};

export const reader_chapters_of = /** @type {(inputs: Reader_Chapters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulos de ${i?.book}`)
};

export const reader_choose_chapter = /** @type {(inputs: Reader_Choose_ChapterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un libro y un capítulo`)
};

export const reader_close = /** @type {(inputs: Reader_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const reader_font = /** @type {(inputs: Reader_FontInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letra`)
};

export const reader_font_legible = /** @type {(inputs: Reader_Font_LegibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fácil de leer, con más espacio`)
};

export const reader_font_standard = /** @type {(inputs: Reader_Font_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_go = /** @type {(inputs: Reader_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir`)
};

export const reader_new_testament = /** @type {(inputs: Reader_New_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo Testamento`)
};

export const reader_next_chapter = /** @type {(inputs: Reader_Next_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo siguiente: ${i?.name}`)
};

export const reader_old_testament = /** @type {(inputs: Reader_Old_TestamentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo Testamento`)
};

export const reader_previous_chapter = /** @type {(inputs: Reader_Previous_ChapterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capítulo anterior: ${i?.name}`)
};

export const reader_privacy_reading_settings = /** @type {(inputs: Reader_Privacy_Reading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo le gusta leer a cada uno (tamaño y tipo de letra, claro u oscuro), para que la lectura se vea igual en todos sus aparatos. Lo mismo guardamos para ti.`)
};

export const reader_settings = /** @type {(inputs: Reader_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo quieres leer`)
};

export const reader_settings_not_saved = /** @type {(inputs: Reader_Settings_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus ajustes de lectura se quedan en este aparato, pero no pudimos guardarlos en tu cuenta.`)
};

export const reader_settings_sign_in = /** @type {(inputs: Reader_Settings_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para guardar cómo te gusta leer en todos tus aparatos.`)
};

export const reader_text_size = /** @type {(inputs: Reader_Text_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tamaño de la letra`)
};

export const reader_text_size_large = /** @type {(inputs: Reader_Text_Size_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande`)
};

export const reader_text_size_larger = /** @type {(inputs: Reader_Text_Size_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más grande`)
};

export const reader_text_size_standard = /** @type {(inputs: Reader_Text_Size_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

export const reader_theme = /** @type {(inputs: Reader_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colores`)
};

export const reader_theme_dark = /** @type {(inputs: Reader_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oscuro`)
};

export const reader_theme_light = /** @type {(inputs: Reader_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claro`)
};

export const reader_theme_system = /** @type {(inputs: Reader_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como en tu aparato`)
};

export const reader_version = /** @type {(inputs: Reader_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión`)
};

export const site_footer_copyright = /** @type {(inputs: Site_Footer_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.siteName}`)
};

export const site_footer_features = /** @type {(inputs: Site_Footer_FeaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para explorar`)
};

export const site_footer_features_label = /** @type {(inputs: Site_Footer_Features_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: para explorar`)
};

export const site_footer_general = /** @type {(inputs: Site_Footer_GeneralInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

export const site_footer_general_label = /** @type {(inputs: Site_Footer_General_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pie de página: general`)
};

export const site_footer_privacy = /** @type {(inputs: Site_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacidad`)
};