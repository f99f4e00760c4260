/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Devotionals_Dialog_TitleInputs */

const en_devotionals_dialog_title = /** @type {(inputs: Devotionals_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devotional`)
};

const es_devotionals_dialog_title = /** @type {(inputs: Devotionals_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devocional`)
};

/**
* | output |
* | --- |
* | "Devotional" |
*
* @param {Devotionals_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_dialog_title = /** @type {((inputs?: Devotionals_Dialog_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Devotionals_Dialog_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_devotionals_dialog_title(inputs)
	return en_devotionals_dialog_title(inputs)
});