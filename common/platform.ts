/** The platform's name, as its pages, link previews and e-mails show it. */
export const PLATFORM_NAME = 'Tremplin';
