/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Privacy_Children_WritingInputs */

const en_site_privacy_children_writing = /** @type {(inputs: Site_Privacy_Children_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stories and Ask & Pray messages they write. You approve each one first; our team checks it too. If it is shown publicly, it shows only the first name or "A young reader".`)
};

const es_site_privacy_children_writing = /** @type {(inputs: Site_Privacy_Children_WritingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las historias y los mensajes de Pregunta y ora que escriben. Tú apruebas cada uno primero; nuestro equipo también lo revisa. Si se muestra públicamente, solo aparece el nombre de pila o «Un joven lector».`)
};

/**
* | output |
* | --- |
* | "Stories and Ask & Pray messages they write. You approve each one first; our team checks it too. If it is shown publicly, it shows only the first name or \"A y..." |
*
* @param {Site_Privacy_Children_WritingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_children_writing = /** @type {((inputs?: Site_Privacy_Children_WritingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Privacy_Children_WritingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_site_privacy_children_writing(inputs)
	return en_site_privacy_children_writing(inputs)
});