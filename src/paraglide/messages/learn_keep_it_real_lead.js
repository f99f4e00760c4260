/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Learn_Keep_It_Real_LeadInputs */

const en_learn_keep_it_real_lead = /** @type {(inputs: Learn_Keep_It_Real_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How has God helped you, surprised you or answered your prayers? Share your story and be encouraged by others.`)
};

const es_learn_keep_it_real_lead = /** @type {(inputs: Learn_Keep_It_Real_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo te ha ayudado Dios, cómo te ha sorprendido o cómo ha respondido tus oraciones? Cuenta tu historia y anímate con las de los demás.`)
};

/**
* | output |
* | --- |
* | "How has God helped you, surprised you or answered your prayers? Share your story and be encouraged by others." |
*
* @param {Learn_Keep_It_Real_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_keep_it_real_lead = /** @type {((inputs?: Learn_Keep_It_Real_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Learn_Keep_It_Real_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_learn_keep_it_real_lead(inputs)
	return en_learn_keep_it_real_lead(inputs)
});