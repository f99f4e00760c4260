/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_SwitchedInputs */

const en_stories_heard_switched = /** @type {(inputs: Stories_Heard_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else is learning now. Reload the page to earn a star for them.`)
};

const es_stories_heard_switched = /** @type {(inputs: Stories_Heard_SwitchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora está aprendiendo otra persona. Vuelve a cargar la página para ganar una estrella para ella.`)
};

/**
* | output |
* | --- |
* | "Someone else is learning now. Reload the page to earn a star for them." |
*
* @param {Stories_Heard_SwitchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_switched = /** @type {((inputs?: Stories_Heard_SwitchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_SwitchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_switched(inputs)
	return en_stories_heard_switched(inputs)
});