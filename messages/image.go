package messages

import "strconv"

// Image is an image in a conversation message: a reference to its bytes in
// the session's image store, never the bytes themselves on the bus or in the
// session log. Ref is the lowercase hex SHA-256 of the bytes, so the same
// picture attached twice is stored, described and paid for once.
//
// Data is filled in-process only, by the model client right before a
// provider call (or by a test); it is never encoded.
type Image struct {
	Ref       string `json:"ref"`
	MediaType string `json:"media_type"` // image/png, image/jpeg, image/gif or image/webp
	Width     int    `json:"width"`
	Height    int    `json:"height"`
	Bytes     int    `json:"bytes"`          // size of the stored file
	Name      string `json:"name,omitempty"` // where it came from: a file name, "pasted", an MCP tool
	// Description is what the vision workflow's model said the image
	// shows. A model that cannot see gets it in the image's place; a
	// compacted history keeps it when the image itself is dropped.
	Description string `json:"description,omitempty"`
	// Dropped is set by compaction: the image no longer goes to the model,
	// its description (or a short pointer) stands in for it.
	Dropped bool `json:"dropped,omitempty"`

	Data []byte `json:"-"`
}

// Label is a short human and model readable name of the image, e.g.
// "screenshot.png (1280x800 PNG)".
func (i Image) Label() string {
	name := i.Name
	if name == "" {
		name = "image"
	}
	kind := i.MediaType
	if len(kind) > 6 && kind[:6] == "image/" {
		kind = kind[6:]
	}
	return name + " (" + strconv.Itoa(i.Width) + "x" + strconv.Itoa(i.Height) + " " + kind + ")"
}

// StandIn is the text that takes the image's place for a model that does
// not get the image itself: its description when there is one.
func (i Image) StandIn() string {
	switch {
	case i.Description != "":
		return "[image " + i.Label() + ", described: " + i.Description + "]"
	case i.Dropped:
		return "[image " + i.Label() + " removed from the context to save space; ref " + i.Ref + "]"
	}
	return "[image " + i.Label() + ": not shown, this model cannot see images and none described it]"
}

// DescribeImage is a job for the vision workflow: describe one image, so a
// model that cannot see gets the description in its place.
// Subject: cmd.<s>.<agent>.vision.
type DescribeImage struct {
	Call  string `json:"call"`
	Image Image  `json:"image"`
	// Context is the text the image came with (the user's prompt, the tool
	// call), so the description answers what was asked about it.
	Context string `json:"context,omitempty"`
}

// ImageDescribed is the vision workflow's outcome for a DescribeImage.
// Subject: res.<s>.<agent>.vision.
type ImageDescribed struct {
	Call    string  `json:"call"`
	Ref     string  `json:"ref"`
	Text    string  `json:"text,omitempty"`
	Model   string  `json:"model,omitempty"`
	Usage   Usage   `json:"usage"`
	CostUSD float64 `json:"cost_usd,omitempty"`
	Err     *Error  `json:"error,omitempty"`
}

func (DescribeImage) Type() string  { return "describe_image" }
func (ImageDescribed) Type() string { return "image_described" }
func (DescribeImage) body()         {}
func (ImageDescribed) body()        {}

// imageBody is newBody for the types of this file.
func imageBody(typ string) (Body, bool) {
	switch typ {
	case "describe_image":
		return &DescribeImage{}, true
	case "image_described":
		return &ImageDescribed{}, true
	}
	return nil, false
}
