/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Copied_TitleInputs */

const en_devotionals_copied_title = /** @type {(inputs: Devotionals_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied! 📋`)
};

const es_devotionals_copied_title = /** @type {(inputs: Devotionals_Copied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Copiado! 📋`)
};

/**
* | output |
* | --- |
* | "Copied! 📋" |
*
* @param {Devotionals_Copied_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_copied_title = /** @type {((inputs?: Devotionals_Copied_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Copied_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_copied_title(inputs)
	return en_devotionals_copied_title(inputs)
});